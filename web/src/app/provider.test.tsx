import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../config/i18n';
import { MessagesProvider } from '../lib/messages';
import { ScreenBoundary } from './provider';

function BrokenScreen(): never {
  throw new Error('a screen that cannot render');
}

describe('screen boundary', () => {
  it('when a screen throws while rendering, then the clinician is told in their language and offered a reload, not a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    render(
      <MessagesProvider value={MESSAGES.en}>
        <ScreenBoundary>
          <BrokenScreen />
        </ScreenBoundary>
      </MessagesProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.en.screenFailed);
    expect(screen.getByRole('button', { name: MESSAGES.en.reloadPage })).toBeDefined();
    vi.restoreAllMocks();
  });
});
