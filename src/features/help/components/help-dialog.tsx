import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { requestedHelpTopicAtom } from '../state/help-topic-atom';
import { HelpTopics } from './help-topics';

/**
 * The help dialog (section 2): the help-centre topics. Opens at the topic the footer asked for,
 * else at the first.
 */
export default function HelpDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const [requested, setRequested] = useAtom(requestedHelpTopicAtom);
  const [chosen, setChosen] = useState<string | null>(null);

  const close = () => {
    setRequested(null);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('help.title')}
      kind="modal"
      width={820}
      testId="help-dialog"
    >
      <HelpTopics active={chosen ?? requested} onChange={setChosen} headingLevel={3} />
    </Dialog>
  );
}
