import { useId, type ReactNode } from 'react';

/**
 * One section of the console: a heading, one sentence on what it does, its controls, and a status
 * line that announces the outcome of the last action (role=status, polite).
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
    <section id={id} className="console-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-section__title" tabIndex={-1}>
        {title}
      </h2>
      <p className="console-section__description">{description}</p>
      {children}
      <p
        role="status"
        className={`console-section__outcome${outcome?.error ? ' console-section__outcome--error' : ''}`}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
