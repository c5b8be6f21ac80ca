import { createContext, useContext } from 'react';
import { MESSAGES, type Messages } from '../config/i18n';

const MessagesContext = createContext<Messages>(MESSAGES.sv);

/** Set by the app from the clinician's choice of language. */
export const MessagesProvider = MessagesContext.Provider;

/** The UI strings in the language the clinician chose. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}
