import { useState } from 'react';
import { ReviewQueue } from './review-queue';
import { ReviewScreen } from './review-screen';
import './review.css';

/** "To review": the queue, and the note opened from it. */
export function ReviewWorkspace() {
  const [open, setOpen] = useState<string>();
  const [returnedFrom, setReturnedFrom] = useState<string>();
  const close = () => {
    setReturnedFrom(open);
    setOpen(undefined);
  };
  return open ? <ReviewScreen noteId={open} onClose={close} /> : <ReviewQueue onOpen={setOpen} returnedFrom={returnedFrom} />;
}
