import { useTranslation } from 'react-i18next';
import type { PromotionNote } from '../rules/promotion-actions';
import { usePromotionFormat } from './use-promotion-format';

/** The sentence that says what the status means for the player (and the reviewer's remark). */
export function PromotionNoteText({ note }: { note: PromotionNote }) {
  const { t } = useTranslation();
  const format = usePromotionFormat();
  switch (note.key) {
    case 'startsAt':
      return (
        <p className="promotion-note">
          {t('promotions.note.startsAt', { time: format.dateTime(note.time) })}
        </p>
      );
    case 'rejected':
      return (
        <>
          <p className="promotion-note">{t('promotions.note.rejected')}</p>
          {note.remark ? (
            <p className="promotion-note promotion-note--remark">
              {t('promotions.note.remark', { remark: note.remark })}
            </p>
          ) : null}
        </>
      );
    case 'prizeToClaim':
    case 'prizeClaimed':
      return (
        <p className="promotion-note">
          {t(`promotions.note.${note.key}`, { prize: note.prizeName })}
        </p>
      );
    default:
      return <p className="promotion-note">{t(`promotions.note.${note.key}`)}</p>;
  }
}
