import { useState } from 'react';
import { ReviewQueue } from './review-queue';
import { ReviewScreen } from './review-screen';
import './review.css';

/** "To review": the queue, and the note opened from it. */
export function ReviewWorkspace() {
  const [open, setOpen] = useState<string>();
  /** A secretary's queue: opening a new note takes it into review, so others see it is being worked on. */
  const [claim, setClaim] = useState(false);
  const [returnedFrom, setReturnedFrom] = useState<string>();
  const close = () => {
    setReturnedFrom(open);
    setOpen(undefined);
  };
  return open ? <ReviewScreen noteId={open} onClose={close} claim={claim} /> : <ReviewQueue
      onOpen={(noteId, scope) => {
        setClaim(scope === 'tenant');
        setOpen(noteId);
      }}
      returnedFrom={returnedFrom}
    />;
}
