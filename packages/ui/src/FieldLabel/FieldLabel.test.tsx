import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { FieldLabel } from './FieldLabel.tsx';

describe('FieldLabel', () => {
  it('names its control with the label and secondary label, not the tertiary label', () => {
    renderWithProvider(
      <>
        <FieldLabel
          htmlFor="salary"
          label="Salary"
          secondaryLabel="optional"
          tertiaryLabel={<a href="#help">Help</a>}
          description="Annual, before tax."
          descriptionId="salary-description"
        />
        <input id="salary" aria-describedby="salary-description" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Salary optional' });
    expect(input).toHaveAccessibleDescription('Annual, before tax.');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('renders only the description when the label is null', () => {
    const { container } = renderWithProvider(
      <FieldLabel htmlFor="x" label={null} description="Help text" descriptionId="x-d" />,
    );
    expect(container.querySelector('label')).toBeNull();
    expect(screen.getByText('Help text')).toHaveAttribute('id', 'x-d');
  });

  it('uses the secondary tone while disabled', () => {
    renderWithProvider(
      <>
        <FieldLabel htmlFor="a" label="Enabled" />
        <FieldLabel htmlFor="b" label="Disabled" disabled />
      </>,
    );
    expect(screen.getByText('Enabled').className).toMatch(/tone_neutral/);
    expect(screen.getByText('Disabled').className).toMatch(/tone_secondary/);
  });
});
