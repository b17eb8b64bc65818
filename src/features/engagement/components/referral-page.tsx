import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { CopyField } from '../../../components/copy-field';
import { QrCode } from '../../../components/qr-code';
import { useGetReferralLink } from '../../../lib/member/api/use-get-referral-link';
import './engagement.css';

/**
 * Invite friends (`referral`, shown while the REFERRAL promotion is on): the member's referral code
 * and one invite link per brand domain, each with a Copy button and a QR code drawn here from the
 * link (the answer's `qrCodeUrl` images live on the brand's CDN).
 */
export default function ReferralPage() {
  const { t } = useTranslation();
  const referral = useGetReferralLink();
  return (
    <div className="engagement-page">
      <p className="engagement-intro">{t('engagement.referral.intro')}</p>
      <QueryState query={referral} failedText={t('engagement.referral.loadFailed')}>
        {(data) => (
          <>
            <CopyField label={t('engagement.referral.code')} value={data.referralCode} />
            <div className="referral-links">
              {data.links.map((link) => (
                <section
                  key={link.domain}
                  className="referral-link"
                  aria-label={t('engagement.referral.linkOf', { domain: link.domain })}
                >
                  <h4>{link.domain}</h4>
                  <CopyField
                    label={t('engagement.referral.linkOf', { domain: link.domain })}
                    value={link.url}
                  />
                  <QrCode
                    text={link.url}
                    label={t('engagement.referral.qrOf', { url: link.url })}
                  />
                </section>
              ))}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
