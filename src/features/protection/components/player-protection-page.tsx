import { useTranslation } from 'react-i18next';
import { DepositLimitsSection } from './deposit-limits-section';
import { ExclusionSection } from './exclusion-section';
import { RealityCheckSection } from './reality-check-section';
import './protection.css';

/**
 * The member centre's responsible-gaming page (`playerProtection`, decision 015): deposit limits,
 * the reality-check reminder, and a time-out or self-exclusion. The centre renders the title.
 */
export default function PlayerProtectionPage() {
  const { t } = useTranslation();
  return (
    <div className="protection">
      <p className="protection__intro">{t('protection.intro')}</p>
      <DepositLimitsSection />
      <RealityCheckSection />
      <ExclusionSection />
    </div>
  );
}
