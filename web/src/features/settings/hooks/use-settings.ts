import { useSyncExternalStore } from 'react';
import { MESSAGES } from '../../../config/i18n';
import { settingsStore, type Settings } from '../settings-store';

export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
  return [settings, settingsStore.update];
}

export function useMessages() {
  const [settings] = useSettings();
  return MESSAGES[settings.uiLanguage];
}
