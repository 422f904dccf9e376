import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Textarea } from './Textarea.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The layer behind the text: its marks are what the user sees highlighted. */
function highlightLayer(textarea: HTMLElement): HTMLElement {
  const layer = textarea.parentElement!.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!layer) throw new Error('No highlight layer');
  return layer;
}

/**
 * happy-dom has no layout: give textareas a 24 px line, 12 px padding top and bottom, and a
 * content height of one line per newline-separated line of their value.
 */
function fakeTextareaLayout() {
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    if (!(element instanceof HTMLTextAreaElement)) return style;
    const metrics: Record<string, string> = {
      lineHeight: '24px',
      paddingTop: '12px',
      paddingBottom: '12px',
    };
    return new Proxy(style, {
      get: (target, property) =>
        typeof property === 'string' && property in metrics
          ? metrics[property]
          : (Reflect.get(target, property, target) as unknown),
    });
  });
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(
    function scrollHeight(this: HTMLTextAreaElement) {
      const contentLines = this.value.split('\n').length;
      return Math.max(contentLines, Number(this.rows)) * 24 + 24;
    },
  );
}

describe('Textarea', () => {
  describe('uncontrolled', () => {
    it('is a labelled multi-line field of 3 lines that takes typing and submits by name', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <Textarea label="Cover letter" name="coverletter" onChange={onChange} />
        </form>,
      );
      const textarea = screen.getByRole('textbox', { name: 'Cover letter' });
      expect(textarea.tagName).toBe('TEXTAREA');
      expect(textarea).toHaveAttribute('rows', '3');
      await user.type(textarea, 'Dear team,{Enter}Hello');
      expect(textarea).toHaveValue('Dear team,\nHello');
      expect(onChange).toHaveBeenLastCalledWith('Dear team,\nHello');
      expect(new FormData(container.querySelector('form')!).get('coverletter')).toBe(
        'Dear team,\nHello',
      );
    });

    it('grows with its content up to the line limit and shrinks back, never below its lines', async () => {
      fakeTextareaLayout();
      const { user } = renderWithProvider(<Textarea label="Summary" lineLimit={5} />);
      const textarea = screen.getByRole('textbox', { name: 'Summary' });
      expect(textarea).toHaveAttribute('rows', '3');
      await user.type(textarea, 'a{Enter}b{Enter}c');
      expect(textarea).toHaveAttribute('rows', '3');
      await user.type(textarea, '{Enter}d');
      expect(textarea).toHaveAttribute('rows', '4');
      await user.type(textarea, '{Enter}e{Enter}f{Enter}g');
      expect(textarea).toHaveAttribute('rows', '5');
      await user.clear(textarea);
      expect(textarea).toHaveAttribute('rows', '3');
    });

    it('starts from its own number of lines', () => {
      fakeTextareaLayout();
      renderWithProvider(<Textarea label="Notes" lines={6} defaultValue={'1\n2\n3\n4\n5\n6\n7'} />);
      expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '7');
    });
  });

  describe('controlled', () => {
    it('shows the given value and reports edits', async () => {
      function Controlled() {
        const [text, setText] = useState('Hi');
        return (
          <>
            <Textarea label="Message" value={text} onChange={setText} />
            <output>{text}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      await user.type(screen.getByRole('textbox', { name: 'Message' }), '!');
      expect(screen.getByRole('status')).toHaveTextContent('Hi!');
    });
  });

  describe('character limit', () => {
    it('highlights exactly the text past the limit while typing, behind the text', async () => {
      const { user } = renderWithProvider(
        <Textarea label="Headline" characterLimit={10} defaultValue="123456789" />,
      );
      const textarea = screen.getByRole('textbox', { name: 'Headline' });
      const layer = highlightLayer(textarea);
      expect(layer.querySelector('mark')).toBeNull();
      expect(layer.textContent).toBe('123456789\u200b');
      await user.type(textarea, '0');
      expect(layer.querySelector('mark')).toBeNull();
      await user.type(textarea, 'abc');
      expect([...layer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['abc']);
      expect(layer.textContent).toBe('1234567890abc\u200b');
      // Typing inside the allowed part moves the excess along.
      await user.type(textarea, 'X', { initialSelectionStart: 0, initialSelectionEnd: 0 });
      expect(textarea).toHaveValue('X1234567890abc');
      expect([...layer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['0abc']);
    });

    it('shows the count as a secondary message linked to the field', async () => {
      const { user } = renderWithProvider(
        <Textarea label="Headline" characterLimit={10} message="Keep it short." />,
      );
      const textarea = screen.getByRole('textbox', { name: 'Headline' });
      expect(textarea).toHaveAccessibleDescription('Keep it short.');
      await user.type(textarea, '123456789012');
      expect(textarea).toHaveAccessibleDescription('Keep it short. 2 characters too many');
    });

    it('keeps the layer scrolled with the text', () => {
      renderWithProvider(
        <Textarea
          label="Letter"
          characterLimit={5}
          lineLimit={3}
          defaultValue={'a\n'.repeat(20)}
        />,
      );
      const textarea = screen.getByRole('textbox', { name: 'Letter' });
      const layer = highlightLayer(textarea);
      textarea.scrollTop = 48;
      fireEvent.scroll(textarea);
      expect(layer.scrollTop).toBe(textarea.scrollTop);
    });

    it('highlights caller ranges as well', () => {
      renderWithProvider(
        <Textarea
          label="Ad"
          defaultValue="Rockstar ninja wanted"
          highlightRanges={[
            { start: 0, end: 8 },
            { start: 9, end: 14 },
          ]}
        />,
      );
      const layer = highlightLayer(screen.getByRole('textbox', { name: 'Ad' }));
      expect([...layer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
        'Rockstar',
        'ninja',
      ]);
    });

    it('has no layer without a limit or ranges', () => {
      renderWithProvider(<Textarea label="Plain" defaultValue="text" />);
      expect(
        screen
          .getByRole('textbox', { name: 'Plain' })
          .parentElement!.querySelector('[aria-hidden]'),
      ).toBeNull();
    });
  });

  it('rejects bad line counts with a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProvider(<Textarea label="X" lines={0} />)).toThrow(
      'Textarea lines must be a whole number of at least 1; got 0.',
    );
  });
});
