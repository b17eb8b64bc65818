import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { levelPillColors } from '../../../lib/member/label-colors';
import { memberLabelColorAtom } from '../../../lib/stores/session-atoms';

type MemberInfo = components['schemas']['MemberInfo'];
type MemberProfile = components['schemas']['MemberProfile'];

/**
 * What the member cannot change here: the account name, the real name, the member level (in its
 * label colour) and the bound phone and email, masked as the server sends them.
 */
export function AccountSummary({
  member,
  profile,
}: {
  member: MemberInfo;
  profile: MemberProfile;
}) {
  const { t } = useTranslation();
  const labelColor = useAtomValue(memberLabelColorAtom);
  const headingId = useId();
  const phone = profile.mobileNum ?? member.mobileNum;
  const dialingCode = profile.countryDialingCode ?? member.countryDialingCode;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'account', label: t('account.summary.account'), value: member.account },
    {
      key: 'level',
      label: t('account.summary.level'),
      value: (
        <span className="account__level" style={levelPillColors(labelColor)}>
          {member.clubLabel.labelName}
        </span>
      ),
    },
    {
      key: 'realName',
      label: t('account.summary.realName'),
      value: profile.payeeName ?? t('account.summary.notSet'),
    },
    {
      key: 'phone',
      label: t('account.summary.phone'),
      value: phone
        ? `${dialingCode ? `${dialingCode} ` : ''}${phone}`
        : t('account.summary.notBound'),
    },
    {
      key: 'email',
      label: t('account.summary.email'),
      value: member.email ?? t('account.summary.notBound'),
    },
  ];
  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="account__heading">
        {t('account.summary.heading')}
      </h4>
      <dl className="account__facts">
        {rows.map((row) => (
          <div key={row.key} className="account__fact" data-fact={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="account__note">{t('account.summary.contactService')}</p>
    </section>
  );
}
