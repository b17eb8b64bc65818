import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const svg = {
  width: 32,
  height: 32,
  viewBox: '0 0 32 32',
  'aria-hidden': true,
  focusable: false,
} as const;

function Seal({ text }: { text: string }) {
  return (
    <svg {...svg}>
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle
        cx="16"
        cy="16"
        r="10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="2 2"
      />
      <text x="16" y="19.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">
        {text}
      </text>
    </svg>
  );
}

function Lock() {
  return (
    <svg {...svg} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="7" y="14" width="18" height="13" rx="2" />
      <path d="M11 14v-4a5 5 0 0 1 10 0v4" />
      <path d="M16 19v3" strokeLinecap="round" />
    </svg>
  );
}

function Shield() {
  return (
    <svg {...svg} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M16 3 5 7v8c0 7 5 11 11 14 6-3 11-7 11-14V7L16 3Z" />
      <path d="m11 16 3.5 3.5L21 13" strokeLinecap="round" />
    </svg>
  );
}

function Heart() {
  return (
    <svg {...svg} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M16 27S4 20 4 11.5A6.5 6.5 0 0 1 16 8a6.5 6.5 0 0 1 12 3.5C28 20 16 27 16 27Z" />
    </svg>
  );
}

function Badge({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <li className="footer-badge">
      {icon}
      <span>{label}</span>
    </li>
  );
}

/** Licence, security and responsible-gaming badges — drawn here, no outside images. */
export function FooterBadges() {
  const { t } = useTranslation();
  return (
    <div className="footer-badges">
      <section aria-labelledby="footer-licences-title">
        <h2 id="footer-licences-title" className="site-footer__heading">
          {t('footer.licences.title')}
        </h2>
        <ul className="footer-badges__list">
          <Badge icon={<Seal text="MT" />} label={t('footer.licences.malta')} />
          <Badge icon={<Seal text="BVI" />} label={t('footer.licences.bvi')} />
          <Badge icon={<Seal text="PH" />} label={t('footer.licences.philippines')} />
        </ul>
      </section>
      <section aria-labelledby="footer-security-title">
        <h2 id="footer-security-title" className="site-footer__heading">
          {t('footer.security.title')}
        </h2>
        <ul className="footer-badges__list">
          <Badge icon={<Lock />} label={t('footer.security.encryption')} />
          <Badge icon={<Shield />} label={t('footer.security.fairPlay')} />
        </ul>
      </section>
      <section aria-labelledby="footer-responsible-title">
        <h2 id="footer-responsible-title" className="site-footer__heading">
          {t('footer.responsible.title')}
        </h2>
        <ul className="footer-badges__list">
          <Badge icon={<Seal text="18+" />} label={t('footer.responsible.adults')} />
          <Badge icon={<Heart />} label={t('footer.responsible.playResponsibly')} />
        </ul>
      </section>
    </div>
  );
}
