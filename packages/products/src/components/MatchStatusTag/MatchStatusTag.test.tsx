import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchStatusTag } from './MatchStatusTag';

describe('MatchStatusTag', () => {
  it('names each status in words', () => {
    const { rerender } = render(<MatchStatusTag status="MATCHED" />);
    expect(screen.getByText('Matched')).toBeInTheDocument();
    rerender(<MatchStatusTag status="PARTIAL" />);
    expect(screen.getByText('Partly matched')).toBeInTheDocument();
    rerender(<MatchStatusTag status="UNMATCHED" />);
    expect(screen.getByText('Unmatched')).toBeInTheDocument();
  });
});
