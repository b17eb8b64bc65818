import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { settleQuery } from '../../../lib/api/api-queries';
import { useApplyPromotion } from '../api/use-apply-promotion';
import {
  addChosenFiles,
  blamedPart,
  maxApplicationImages,
  maxCommentLength,
  type ChosenFile,
} from '../rules/application-files';
import type { Promotion } from '../rules/promotion-actions';
import { applicationSchema, type ApplicationValues } from '../schemas/application-form';
import { ChosenImage } from './chosen-image';
import { readDataUrl } from '../../../lib/files/read-data-url';

/**
 * The activity application (section 3): a comment of at most 140 characters with a live counter,
 * and up to 3 png/jpg screenshots of at most 5 MB each, previewed (object URLs revoked when a file
 * goes), each removable; wrong type, too big and too many are refused by name before anything is
 * sent. The images travel as data URLs (the contract's `DataUrlImage`). A refusal shows on what it
 * blames: the comment, one image (`body.images.<i>`), the images, or above the form. There is no
 * `requestId`: the domain refuses a second application while one is under review (409), so a
 * repeat cannot apply twice. Once sent it says so; the card then shows `applying`.
 */
export function ApplicationDialog({
  promotion,
  onClose,
}: {
  promotion: Promotion;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const apply = useApplyPromotion();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const ids = useId();
  const form = useForm<ApplicationValues>({
    resolver: zodResolver(
      applicationSchema({
        commentTooLong: t('promotions.apply.commentTooLong', { max: maxCommentLength }),
        commentAngleBrackets: t('promotions.apply.commentAngleBrackets'),
      }),
    ),
    defaultValues: { comment: '' },
    mode: 'onChange',
  });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const { errors, isSubmitting } = form.formState;

  const forgetServerImageErrors = () => {
    setImageErrors({});
    setImagesError(null);
  };

  const addFiles = (picked: FileList | null) => {
    const result = addChosenFiles(chosen, Array.from(picked ?? []), () => (nextKey.current += 1));
    setChosen(result.chosen);
    setFileProblems(
      result.problems.map(({ name, problem }) =>
        t(`promotions.apply.file.${problem}`, { name, max: maxApplicationImages }),
      ),
    );
    forgetServerImageErrors();
    // The same file may be chosen again after it was removed.
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (key: number) => {
    setChosen(chosen.filter((c) => c.key !== key));
    setFileProblems([]);
    forgetServerImageErrors();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    forgetServerImageErrors();
    const images = await Promise.all(chosen.map((c) => readDataUrl(c.file)));
    const result = await settleQuery(
      apply.mutateAsync({
        params: { path: { promotionId: promotion.promotionId } },
        body: {
          ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
          ...(images.length > 0 ? { images } : {}),
        },
      }),
    );
    if (result.ok) {
      setSent(true);
      return;
    }
    const message = t(`errors.${result.error.key}`);
    const blamed = blamedPart(result.error.field);
    const blamedKey =
      blamed?.part === 'images' && blamed.index !== null ? chosen[blamed.index]?.key : undefined;
    if (blamed?.part === 'comment') form.setError('comment', { message }, { shouldFocus: true });
    else if (blamedKey !== undefined) setImageErrors({ [blamedKey]: message });
    else if (blamed?.part === 'images') setImagesError(message);
    else setFormError(message);
  });

  const commentId = `${ids}-comment`;
  const counterId = `${ids}-counter`;
  const commentErrorId = `${ids}-comment-error`;
  const filesId = `${ids}-files`;
  const count = comment.length;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('promotions.apply.title', { title: promotion.title })}
      width={520}
      testId="application-dialog"
    >
      {sent ? (
        <div className="promotion-form">
          <p role="status">{t('promotions.apply.sent')}</p>
          <div className="dialog__actions">
            <Button onClick={onClose} autoFocus>
              {t('promotions.apply.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="promotion-form" onSubmit={onSubmit} noValidate>
          {formError ? (
            <p className="promotion-message promotion-message--error" role="alert">
              {formError}
            </p>
          ) : null}
          <p className="promotion-form__intro">
            {t('promotions.apply.intro', { max: maxApplicationImages })}
          </p>
          <div className="field">
            <label className="field__label" htmlFor={commentId}>
              {t('promotions.apply.comment')}
            </label>
            <textarea
              id={commentId}
              className="field__input promotion-form__comment"
              rows={3}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={[counterId, errors.comment ? commentErrorId : null]
                .filter(Boolean)
                .join(' ')}
              {...form.register('comment')}
            />
            <p
              id={counterId}
              className={
                count > maxCommentLength
                  ? 'field__hint promotion-form__counter promotion-form__counter--over'
                  : 'field__hint promotion-form__counter'
              }
              aria-live="polite"
            >
              {t('promotions.apply.counter', { count, max: maxCommentLength })}
            </p>
            {errors.comment?.message ? (
              <p id={commentErrorId} className="field__error" role="alert">
                {errors.comment.message}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={filesId}>
              {t('promotions.apply.images')}
            </label>
            <input
              ref={fileInput}
              id={filesId}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="promotion-form__file"
              aria-describedby={`${filesId}-hint`}
              disabled={chosen.length >= maxApplicationImages}
              onChange={(event) => addFiles(event.target.files)}
            />
            <p id={`${filesId}-hint`} className="field__hint">
              {t('promotions.apply.imagesHint', { max: maxApplicationImages })}
            </p>
            {fileProblems.length > 0 ? (
              <div className="field__error" role="alert">
                <ul className="promotion-form__problems">
                  {fileProblems.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {imagesError ? (
              <p className="field__error" role="alert">
                {imagesError}
              </p>
            ) : null}
            {chosen.length > 0 ? (
              <ul className="promotion-files" aria-label={t('promotions.apply.chosen')}>
                {chosen.map(({ key, file }) => (
                  <li key={key} className="promotion-files__item">
                    <ChosenImage file={file} />
                    <span className="promotion-files__name">{file.name}</span>
                    <Button
                      variant="ghost"
                      aria-label={t('promotions.apply.remove', { name: file.name })}
                      onClick={() => remove(key)}
                    >
                      {t('promotions.apply.removeShort')}
                    </Button>
                    {imageErrors[key] ? (
                      <p className="field__error promotion-files__error" role="alert">
                        {imageErrors[key]}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="dialog__actions">
            <Button variant="secondary" type="button" onClick={onClose}>
              {t('promotions.apply.cancel')}
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {t('promotions.apply.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
