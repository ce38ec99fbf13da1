import { render, screen } from '@testing-library/react';
import { TrendBadge } from './TrendBadge';

function badge(text: string) {
  return screen.getByText(text).closest('.ant-tag') as HTMLElement;
}

describe('TrendBadge', () => {
  it('shows a rise with one decimal, an up arrow and the success colour', () => {
    render(<TrendBadge value={12.345} />);
    expect(screen.getByText('+12.3%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'arrow-up' })).toBeInTheDocument();
    expect(badge('+12.3%')).toHaveClass('ant-tag-success');
  });

  it('shows a fall with a down arrow and the error colour', () => {
    render(<TrendBadge value={-4.06} />);
    expect(screen.getByText('-4.1%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'arrow-down' })).toBeInTheDocument();
    expect(badge('-4.1%')).toHaveClass('ant-tag-error');
  });

  it('inverts the colours for metrics where a rise is bad', () => {
    render(<TrendBadge value={3.2} invertColors />);
    expect(badge('+3.2%')).toHaveClass('ant-tag-error');
  });

  it('treats changes that round to zero as flat, without an arrow', () => {
    render(<TrendBadge value={-0.04} />);
    expect(screen.getByText('0.0%')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a dash when there is no previous value', () => {
    render(<TrendBadge value={null} />);
    expect(screen.getByLabelText('No change data')).toHaveTextContent('-');
  });
});
