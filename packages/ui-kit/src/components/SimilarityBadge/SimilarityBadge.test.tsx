import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimilarityBadge } from './SimilarityBadge';

function tag(text: RegExp | string) {
  return screen.getByText(text).closest('.ant-tag') as HTMLElement;
}

describe('SimilarityBadge', () => {
  it('shows the check dates in a tooltip as D MMM YY at H:mm', async () => {
    const user = userEvent.setup();
    render(<SimilarityBadge status="equal" checkedOn="2024-03-04T07:05:00" nextCheckOn="2024-03-11T07:05:00" />);
    await user.hover(tag('Equal'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Checked on: 4 Mar 24 at 7:05');
    expect(tooltip).toHaveTextContent('Next check on: 11 Mar 24 at 7:05');
  });

  it('colours the result states', () => {
    render(
      <>
        <SimilarityBadge status="equal" />
        <SimilarityBadge status="highly_similar" />
        <SimilarityBadge status="in_progress" />
        <SimilarityBadge status="upgrade_to_check" />
        <SimilarityBadge status="different" />
        <SimilarityBadge status="timeout" />
      </>,
    );
    expect(tag('Equal')).toHaveClass('ant-tag-success');
    expect(tag('Highly similar')).toHaveClass('ant-tag-processing');
    expect(tag('Check in progress')).toBeInTheDocument();
    expect(tag('Upgrade to check')).toHaveClass('ant-tag-warning');
    expect(tag('Different')).toHaveClass('ant-tag-error');
    expect(tag('Check failed')).toHaveClass('ant-tag-error');
  });

  it('shows the score only to system admins', () => {
    const { rerender } = render(<SimilarityBadge status="highly_similar" score={87.46} />);
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    rerender(<SimilarityBadge status="highly_similar" score={87.46} showScore />);
    expect(screen.getByText('Highly similar · 87%')).toBeInTheDocument();
  });

  it.each([
    [87.46, '87%'],
    [87.5, '88%'],
    [99.96, '100%'],
    [0.4, '0%'],
  ])('rounds the score %f to a whole percent (spec 3 §9)', (score, shown) => {
    render(<SimilarityBadge status="equal" score={score} showScore />);
    expect(tag(/^Equal/)).toHaveTextContent(new RegExp(`^Equal · ${shown}$`));
  });

  it('shows - for a missing check date', async () => {
    const user = userEvent.setup();
    render(<SimilarityBadge status="in_progress" checkedOn={null} nextCheckOn="2025-01-02T10:30:00" />);
    await user.hover(tag('Check in progress'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Checked on: -');
    expect(tooltip).toHaveTextContent('Next check on: 2 Jan 25 at 10:30');
  });
  it('prints as one plain element with the same label and status colour, and no hint', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SimilarityBadge status="equal" score={98.6} showScore printed checkedOn="2024-03-04T07:05:00" />
        <SimilarityBadge status="different" printed />
        <SimilarityBadge status="in_progress" printed />
      </>,
    );
    const equal = screen.getByText('Equal · 99%');
    expect(equal.tagName).toBe('SPAN');
    expect(equal).not.toHaveClass('ant-tag');
    expect(equal).toHaveAttribute('data-status', 'equal');
    // Each status keeps a colour of its own, as on screen.
    const classes = ['Equal · 99%', 'Different', 'Check in progress'].map((text) => screen.getByText(text).className);
    expect(new Set(classes).size).toBe(3);
    await user.hover(equal);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
