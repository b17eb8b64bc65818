import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useFilePreview } from '../../../hooks/use-file-preview';

export interface ChosenImage {
  /** Stable per chosen file, so removing one keeps the others' previews. */
  key: number;
  file: File;
}

/** The images chosen so far, each with a small preview, its name and a Remove button. */
export function ChosenImages({
  images,
  onRemove,
}: {
  images: readonly ChosenImage[];
  onRemove(key: number): void;
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul className="feedback__files" aria-label={t('site-pages.feedback.images.chosen')}>
      {images.map(({ key, file }) => (
        <li key={key}>
          <Preview file={file} />
          <span className="feedback__file-name">{file.name}</span>
          <Button
            variant="ghost"
            aria-label={t('site-pages.feedback.images.remove', { name: file.name })}
            onClick={() => onRemove(key)}
          >
            {t('site-pages.feedback.images.removeShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The file's name beside it says what it is, so the preview has no alt text. */
function Preview({ file }: { file: File }) {
  const image = useFilePreview(file);
  return <img ref={image} className="feedback__preview" alt="" width={48} height={48} />;
}
