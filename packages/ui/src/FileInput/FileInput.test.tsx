import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { FileInput } from './FileInput.tsx';

describe('FileInput', () => {
  it('is a real file input named by its label and described by its help and message', () => {
    renderWithProvider(
      <FileInput
        label="Résumé"
        name="resume"
        accept=".pdf"
        description="A PDF of up to 5 MB."
        tone="critical"
        message="Attach your résumé."
      />,
    );
    const input = screen.getByLabelText('Résumé');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'resume');
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAccessibleDescription(/A PDF of up to 5 MB\./u);
    expect(input).toHaveAccessibleDescription(/Attach your résumé\./u);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without a critical message', () => {
    renderWithProvider(<FileInput label="Résumé" name="resume" />);
    expect(screen.getByLabelText('Résumé')).not.toHaveAttribute('aria-invalid');
  });

  it('takes keyboard focus and reports the chosen files', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProvider(<FileInput label="Résumé" onChange={onChange} />);
    await user.tab();
    const input = screen.getByLabelText('Résumé');
    expect(input).toHaveFocus();
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]![0]).toEqual([file]);
  });

  it('can be disabled', () => {
    renderWithProvider(<FileInput label="Résumé" disabled />);
    expect(screen.getByLabelText('Résumé')).toBeDisabled();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <FileInput
        label="Résumé"
        name="resume"
        description="A PDF or Word (.docx) document."
        tone="critical"
        message="Attach your résumé."
      />,
    );
  });
});
