import { useFilePreview } from '../../../hooks/use-file-preview';

/** A small preview of a chosen screenshot; its name beside it says what it is, so no alt text. */
export function ChosenImage({ file }: { file: File }) {
  const image = useFilePreview(file);
  return <img ref={image} className="promotion-files__preview" alt="" width={56} height={56} />;
}
