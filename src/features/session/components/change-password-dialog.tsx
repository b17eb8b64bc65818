import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';

/** Dialog — being built (issue 4). */
export default function Stub({ onClose }: DialogComponentProps) {
  onClose();
  return null;
}
