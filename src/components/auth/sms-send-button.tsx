import { Button } from '../button';

export interface SmsSendButtonProps {
  onSend(): void;
  sending: boolean;
  secondsLeft: number;
  /** "Send code" / "Resend code". */
  label: string;
  /** "Resend in 59 s" for the seconds left. */
  waitingLabel(seconds: number): string;
}

/** The send-code button next to an SMS-code field: busy while sending, counting down afterwards. */
export function SmsSendButton({
  onSend,
  sending,
  secondsLeft,
  label,
  waitingLabel,
}: SmsSendButtonProps) {
  return (
    <Button
      variant="secondary"
      className="sms-send-button"
      busy={sending}
      disabled={sending || secondsLeft > 0}
      onClick={onSend}
    >
      {secondsLeft > 0 ? waitingLabel(secondsLeft) : label}
    </Button>
  );
}
