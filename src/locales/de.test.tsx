import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMessages } from '../core/messages.js';
import { ElicitationForm } from '../index.js';
import { UrlElicitation } from '../react/UrlElicitation.js';
import { de } from './de.js';

describe('German catalogue', () => {
  it('has exactly the keys of the English one, every string non-empty, the same {parameters}', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(defaultMessages).sort());
    for (const [key, text] of Object.entries(de)) {
      expect(text.trim(), key).not.toBe('');
      const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(params(text), key).toEqual(params(defaultMessages[key as keyof typeof de]));
    }
  });

  it('shows every form string in German; numbers in the person’s locale; content stays protocol-exact', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const request = {
      message: 'Wie viel?',
      requestedSchema: { type: 'object', properties: { amount: { type: 'number', title: 'Betrag', maximum: 1000.5 } }, required: ['amount'] },
    };
    const { container } = render(<ElicitationForm request={request} onResult={onResult} messages={de} locale="de" serverName="Testserver" />);
    expect(container.querySelector('.rme-root')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Testserver fragt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('1 Feld braucht Ihre Aufmerksamkeit.')).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('spinbutton', { name: /Betrag/ }), '2000');
    expect(screen.getByText('Geben Sie 1.000,5 oder weniger ein.')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Betrag/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Betrag/ }), '999.25');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { amount: 999.25 } });
    expect(screen.getByText(/^Gesendet\./)).toHaveAttribute('role', 'status');
  });

  it('URL mode in German', () => {
    render(<UrlElicitation request={{ mode: 'url', message: 'Anmelden', url: 'http://example.com/a' }} onResult={() => {}} messages={de} locale="de" serverName="S" />);
    expect(screen.getByRole('button', { name: /example\.com öffnen/ })).toBeInTheDocument();
    expect(screen.getByText(/nicht verschlüsselt/)).toBeInTheDocument();
  });
});
