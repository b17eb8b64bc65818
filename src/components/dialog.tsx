import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Default 400 px (section 9). */
  width?: number;
  children: ReactNode;
  /** Dialogs the user must answer (forced password change) cannot be dismissed. */
  dismissible?: boolean;
  testId?: string;
  /** Extra class on the dialog box (a screen-sized overlay sets its own layout). */
  className?: string;
}

/**
 * A modal dialog with a focus trap, Escape to close, labelled title and a close button — Radix
 * Dialog does the accessibility work (aria-modal, focus return, scroll lock).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  width = 400,
  children,
  dismissible = true,
  testId,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          style={{ width: `min(${width}px, calc(100vw - 24px))` }}
          data-testid={testId}
          onEscapeKeyDown={(event) => (dismissible ? undefined : event.preventDefault())}
          onPointerDownOutside={(event) => (dismissible ? undefined : event.preventDefault())}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="dialog__close" aria-label={t('common.close')}>
                ×
              </RadixDialog.Close>
            ) : null}
          </header>
          {description ? (
            <RadixDialog.Description className="dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
