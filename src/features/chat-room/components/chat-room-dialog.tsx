import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { languages } from '../../../lib/i18n/languages';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { ChatFeed } from './chat-feed';
import './chat-room.css';

/**
 * The chat room dialog (section 2, flag CHATROOM3): the lobby of the language the member reads
 * the site in. A full-screen sheet on phones (chat-room.css).
 */
export default function ChatRoomDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const roomId = useLanguageCode();
  const roomName = languages.find((l) => l.code === roomId)?.nativeName ?? roomId;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('chat-room.title')}
      description={t('chat-room.room', { room: roomName })}
      width={520}
      className="chat-room-dialog"
      testId="chat-room-dialog"
    >
      <ChatFeed roomId={roomId} />
    </Dialog>
  );
}
