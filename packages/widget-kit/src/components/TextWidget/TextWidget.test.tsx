import { textOutputSchema, type TextOutput } from '@shelfsight/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWidget } from './TextWidget';

const output = textOutputSchema.parse({
  fields: [
    {
      key: 'summary',
      title: 'Availability this week',
      blocks: [
        {
          type: 'paragraph',
          spans: [{ text: 'Rose to ' }, { text: '91.4%', bold: true }, { text: ' overall', italic: true }],
        },
        { type: 'heading', spans: [{ text: 'Actions' }] },
        { type: 'bullet', spans: [{ text: 'Confirm the Kaufland date' }] },
        { type: 'bullet', spans: [{ text: 'Fix the Otto images' }] },
        { type: 'paragraph', spans: [{ text: 'Definitions', href: 'https://example.com/metrics' }] },
      ],
    },
    { key: 'note', title: null, blocks: [{ type: 'paragraph', spans: [{ text: 'Line one\nline two' }] }] },
  ],
});

describe('TextWidget', () => {
  it('shows titles, headings, paragraphs with emphasis, and neighbouring bullets as one list', () => {
    render(<TextWidget output={output} />);
    expect(screen.getByRole('heading', { name: 'Availability this week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByText('91.4%').tagName).toBe('STRONG');
    expect(screen.getByText('overall').tagName).toBe('EM');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Confirm the Kaufland date',
      'Fix the Otto images',
    ]);
    expect(screen.getByText(/Line one/)).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('opens http(s) links in a new tab without access to the widget page', () => {
    render(<TextWidget output={output} />);
    const link = screen.getByRole('link', { name: 'Definitions' });
    expect(link).toHaveAttribute('href', 'https://example.com/metrics');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows markup and script addresses as plain text', () => {
    const unsafe: TextOutput = {
      fields: [
        {
          key: 'x',
          title: '<img src=x onerror=alert(1)>',
          blocks: [
            {
              type: 'paragraph',
              spans: [{ text: '<b>bold?</b>', bold: false, italic: false, href: 'javascript:alert(1)' }],
            },
          ],
        },
      ],
    };
    const { container } = render(<TextWidget output={unsafe} />);
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('says when there is no text', () => {
    render(<TextWidget output={{ fields: [{ key: 'empty', title: null, blocks: [] }] }} />);
    expect(screen.getByText('No text to show.')).toBeInTheDocument();
  });
});
