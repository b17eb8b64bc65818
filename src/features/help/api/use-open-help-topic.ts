import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { requestedHelpTopicAtom } from '../state/help-topic-atom';

/** Opens the help dialog at a topic (by tag; null for the first); the app hands this to the footer. */
export function useOpenHelpTopic(): (tag: string | null) => void {
  const setTopic = useSetAtom(requestedHelpTopicAtom);
  const openDialog = useSetAtom(openDialogAtom);
  return useCallback(
    (tag: string | null) => {
      setTopic(tag);
      openDialog('help');
    },
    [setTopic, openDialog],
  );
}
