/*
 * The server's word that this session must change the password first (403
 * `password_change_required`, from any call): the client's error path reports it here and the
 * app's forced-change guard opens the dialog. This is how a reload that closed the dialog finds
 * its way back to it: the portal learns it from the server, not from its own storage.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

export function reportPasswordChangeRequired(): void {
  for (const listener of [...listeners]) listener();
}

export function onPasswordChangeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
