import { useState } from 'react';
import { pushSampleDocument, type PushAnswer } from './pushClient';

interface PushSampleState {
  pending: boolean;
  answer: PushAnswer | null;
  /** A failure with no HTTP answer (network), in words. */
  failure: string | null;
}

const IDLE: PushSampleState = { pending: false, answer: null, failure: null };

/** "Push your first document": sends the sample with the page's key and keeps the answer to show inline. */
export function usePushSample(endpoint: string) {
  const [state, setState] = useState<PushSampleState>(IDLE);
  const push = async (key: string) => {
    setState({ ...IDLE, pending: true });
    try {
      setState({ ...IDLE, answer: await pushSampleDocument(endpoint, key) });
    } catch (error) {
      setState({ ...IDLE, failure: error instanceof Error ? error.message : String(error) });
    }
  };
  return { ...state, push };
}
