import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dccDropAnswer, notUnderstoodAnswer, outOfStockAnswer, priceTrendAnswer } from '../../testing/sampleAnswers';
import { ParkerAnswer } from './ParkerAnswer';

describe('ParkerAnswer', () => {
  it('shows the question, the sentence, what was understood and a row per item', () => {
    renderWithProviders(<ParkerAnswer answer={outOfStockAnswer} onAsk={vi.fn()} />);
    expect(screen.getByText(outOfStockAnswer.question)).toBeInTheDocument();
    expect(screen.getByText(outOfStockAnswer.sentence)).toBeInTheDocument();
    expect(screen.getByText(`Understood: ${outOfStockAnswer.understood}`)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(outOfStockAnswer.rows.map((row) => `${row.label}${row.shown}`));
  });

  it('shows a trend as a row per date, under a Date heading, with a link to the product it is of', () => {
    renderWithProviders(
      <ProductDetailsOpenerProvider opener={vi.fn()}>
        <ParkerAnswer answer={priceTrendAnswer} onAsk={vi.fn()} />
      </ProductDetailsOpenerProvider>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Selling price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(priceTrendAnswer.rows.map((row) => `${row.label}${row.shown}`));
    expect(screen.getByText('Acme Oat Drink 1 l')).toBeInTheDocument();
  });

  it('opens a product’s details from its row when the app binds an opener', async () => {
    const open = vi.fn();
    const { user } = renderWithProviders(
      <ProductDetailsOpenerProvider opener={open}>
        <ParkerAnswer answer={outOfStockAnswer} onAsk={vi.fn()} />
      </ProductDetailsOpenerProvider>,
    );
    await user.click(screen.getByText('Acme Barista Oat 1 l'));
    expect(open).toHaveBeenCalledWith({ productDummyId: 52, ...outOfStockAnswer.query!.period });
  });

  it('links a product the answer names without a row of its own', async () => {
    const open = vi.fn();
    const oneProduct = {
      ...dccDropAnswer,
      productIds: [40],
      productLinks: [{ productId: 40, label: 'Acme Oat Drink 1 l', search: 'product=40' }],
    };
    const { user } = renderWithProviders(
      <ProductDetailsOpenerProvider opener={open}>
        <ParkerAnswer answer={oneProduct} onAsk={vi.fn()} />
      </ProductDetailsOpenerProvider>,
    );
    await user.click(screen.getByText('Acme Oat Drink 1 l'));
    expect(open).toHaveBeenCalledWith({ productDummyId: 40 });
  });

  it('adds the change in points for a compared percent metric', () => {
    renderWithProviders(<ParkerAnswer answer={dccDropAnswer} onAsk={vi.fn()} />);
    const kaufstadt = screen.getByRole('row', { name: /Kaufstadt/ });
    const [first] = dccDropAnswer.rows;
    const points = (first!.value! - first!.compareValue!).toFixed(1).replace('-', '−');
    expect(kaufstadt).toHaveTextContent(`${points} pp`);
    expect(screen.getByRole('row', { name: /Marché Plus/ })).toHaveTextContent('+1.5 pp');
  });

  it('offers the closest questions when it could not answer, and asks one when picked', async () => {
    const onAsk = vi.fn();
    const { user } = renderWithProviders(<ParkerAnswer answer={notUnderstoodAnswer} onAsk={onAsk} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How many MAP violations yesterday?' }));
    expect(onAsk).toHaveBeenCalledWith('How many MAP violations yesterday?');
  });

  it('offers saving as a widget only for an answer that has one', async () => {
    const onSave = vi.fn();
    const { user, rerender } = renderWithProviders(
      <ParkerAnswer answer={outOfStockAnswer} onAsk={vi.fn()} onSaveAsWidget={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: /Save as widget/ }));
    expect(onSave).toHaveBeenCalledWith(outOfStockAnswer);
    rerender(<ParkerAnswer answer={dccDropAnswer} onAsk={vi.fn()} onSaveAsWidget={onSave} />);
    expect(screen.queryByRole('button', { name: /Save as widget/ })).not.toBeInTheDocument();
  });
});
