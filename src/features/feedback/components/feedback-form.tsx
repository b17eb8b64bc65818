import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { settleQuery } from '../../../lib/api/api-queries';
import { readDataUrl } from '../../../lib/files/read-data-url';
import { useSubmitFeedback } from '../api/use-submit-feedback';
import {
  feedbackSchema,
  imageProblem,
  isQuestionType,
  maxContentLength,
  maxImages,
  questionTypes,
  refusedPart,
  type FeedbackValues,
} from '../rules/feedback-form';
import { ChosenImages, type ChosenImage } from './chosen-images';
import '../../../components/text-field.css';

type Feedback = components['schemas']['Feedback'];

const emptyForm: FeedbackValues = { questionType: '', content: '' };

/**
 * Question type, content (up to 140 characters, counted as typed) and up to 3 png/jpg images of at
 * most 5 MB. react-hook-form + zod check it before sending; a refusal naming a field is shown on
 * that field, any other above the form. Success shows the confirmation and a way to write again.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const { dateTime } = useRecordFormats();
  const submit = useSubmitFeedback();
  const [sent, setSent] = useState<Feedback | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const nextKey = useRef(0);
  const ids = { type: useId(), content: useId(), files: useId() };
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(
      feedbackSchema({
        questionType: t('site-pages.feedback.errors.questionType'),
        required: t('site-pages.feedback.errors.required'),
        tooLong: t('site-pages.feedback.errors.tooLong', { max: maxContentLength }),
        markup: t('site-pages.feedback.errors.markup'),
      }),
    ),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });

  const addFiles = (picked: FileList | null) => {
    const problems: string[] = [];
    const next = [...images];
    for (const file of Array.from(picked ?? [])) {
      const problem = imageProblem(file);
      if (problem) problems.push(t(`site-pages.feedback.images.${problem}`, { name: file.name }));
      else if (next.length >= maxImages)
        problems.push(t('site-pages.feedback.images.tooMany', { name: file.name, max: maxImages }));
      else next.push({ key: (nextKey.current += 1), file });
    }
    setImages(next);
    setImageErrors(problems);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!isQuestionType(values.questionType)) return;
    const dataUrls = await Promise.all(images.map((image) => readDataUrl(image.file)));
    const result = await settleQuery(
      submit.mutateAsync({
        body: {
          questionType: values.questionType,
          content: values.content,
          ...(dataUrls.length > 0 ? { images: dataUrls } : {}),
        },
      }),
    );
    if (!result.ok) {
      const message = t(`errors.${result.error.key}`);
      const part = refusedPart(result.error.field);
      if (part === 'images') setImageErrors([message]);
      else if (part) form.setError(part, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setSent(result.value);
    setImages([]);
    form.reset(emptyForm);
  });

  if (sent)
    return (
      <div className="feedback__done" role="status">
        <h2>{t('site-pages.feedback.done.title')}</h2>
        <p>
          {t('site-pages.feedback.done.text', {
            type: t(`site-pages.feedback.types.${sent.questionType}`),
            time: dateTime(sent.createTime),
          })}
        </p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          {t('site-pages.feedback.done.again')}
        </Button>
      </div>
    );

  const describe = (...parts: (string | false | undefined)[]) =>
    parts.filter(Boolean).join(' ') || undefined;

  return (
    <form className="feedback__form" onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className="feedback__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          {t('site-pages.feedback.questionType')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={ids.type}
          className="field__input"
          aria-required="true"
          aria-invalid={errors.questionType ? true : undefined}
          aria-describedby={describe(errors.questionType && `${ids.type}-error`)}
          {...form.register('questionType')}
        >
          <option value="">{t('site-pages.feedback.chooseType')}</option>
          {questionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`site-pages.feedback.types.${type}`)}
            </option>
          ))}
        </select>
        {errors.questionType ? (
          <p id={`${ids.type}-error`} className="field__error" role="alert">
            {errors.questionType.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.content}>
          {t('site-pages.feedback.content')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={ids.content}
          className="field__input feedback__content"
          rows={5}
          aria-required="true"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describe(
            `${ids.content}-count`,
            errors.content && `${ids.content}-error`,
          )}
          {...form.register('content')}
        />
        <p
          id={`${ids.content}-count`}
          className="field__hint feedback__count"
          data-over={content.length > maxContentLength || undefined}
        >
          {t('site-pages.feedback.count', { count: content.length, max: maxContentLength })}
        </p>
        {errors.content ? (
          <p id={`${ids.content}-error`} className="field__error" role="alert">
            {errors.content.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.files}>
          {t('site-pages.feedback.images.label')}
        </label>
        <input
          id={ids.files}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={`${ids.files}-hint`}
          disabled={images.length >= maxImages}
          onChange={(event) => {
            addFiles(event.target.files);
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <p id={`${ids.files}-hint`} className="field__hint">
          {t('site-pages.feedback.images.hint', { max: maxImages })}
        </p>
        {imageErrors.length > 0 ? (
          <ul className="field__error" role="alert">
            {imageErrors.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <ChosenImages
          images={images}
          onRemove={(key) => setImages(images.filter((image) => image.key !== key))}
        />
      </div>
      <div className="feedback__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('site-pages.feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
