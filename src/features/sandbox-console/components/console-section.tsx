import { useId, type ReactNode } from 'react';
import { Panel } from '../../../components/panel';

/**
 * One section of the console: a panel (heading) with one sentence on what it does, its controls,
 * and a status line that announces the outcome of the last action (role=status, polite).
 */
export function ConsoleSection({
  id,
  title,
  description,
  outcome,
  children,
}: {
  id: string;
  title: string;
  description: string;
  outcome?: { text: string; error: boolean } | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Panel id={id} title={title} headingId={headingId} focusableTitle>
      <p className="console-section__description">{description}</p>
      {children}
      <p
        role="status"
        className={`console-section__outcome${outcome?.error ? ' console-section__outcome--error' : ''}`}
      >
        {outcome?.text}
      </p>
    </Panel>
  );
}
