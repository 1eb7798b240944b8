import { useLazyQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ChangeCopyCardDocument } from '@adstudio/schema/client';
import type { CopySelection } from '../components/CopyLibraryDrawer';
import { selectionOf } from '../copy.utils';

// spec §4: the flag spins about a second before the call, and a press while running is ignored.
const CHANGE_DELAY_MS = 1000;

/** 换一组文案: a copy card of `lines` title lines into a form; `changing` is the spinning flag. */
export function useChangeCopy(lines: number, onCopy: (copy: CopySelection) => void) {
  const [changing, setChanging] = useState(false);
  const running = useRef(false);
  const [fetchCard] = useLazyQuery(ChangeCopyCardDocument, { fetchPolicy: 'network-only' });

  const change = async () => {
    if (running.current) return;
    running.current = true;
    setChanging(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CHANGE_DELAY_MS));
      const { data } = await fetchCard({ variables: { lines } });
      if (data?.changeCopyCard) onCopy(selectionOf(data.changeCopyCard));
    } catch {
      // spec §8: a failed change is swallowed; the flag clears below.
    } finally {
      running.current = false;
      setChanging(false);
    }
  };
  return { changing, change };
}
