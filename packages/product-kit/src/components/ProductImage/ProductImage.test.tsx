import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './ProductImage';
import { imageCandidates } from './imageCandidates';

const RETAILER = 'https://cdn.retailer.example/p/8718951388383/main.jpg?w=400&h=400';
const STORED = '/files/images/8718951388383.jpg';

describe('imageCandidates', () => {
  it('drops empty and repeated sources and proxies the original last', () => {
    expect(imageCandidates([RETAILER, '', null, STORED, RETAILER])).toEqual([
      RETAILER,
      STORED,
      `/api/reroute-curl/?url=${encodeURIComponent(RETAILER)}`,
    ]);
  });

  it('does not proxy relative sources', () => {
    expect(imageCandidates([STORED])).toEqual([STORED]);
  });
});

describe('ProductImage', () => {
  it('walks through the sources, the proxy, then a placeholder', () => {
    render(<ProductImage sources={[RETAILER, STORED]} alt="Philips Sonicare toothbrush" />);

    const first = screen.getByRole('img', { name: 'Philips Sonicare toothbrush' });
    expect(first).toHaveAttribute('src', RETAILER);

    fireEvent.error(first);
    const second = screen.getByRole('img', { name: 'Philips Sonicare toothbrush' });
    expect(second).toHaveAttribute('src', STORED);

    fireEvent.error(second);
    const proxied = screen.getByRole('img', { name: 'Philips Sonicare toothbrush' });
    expect(proxied.getAttribute('src')).toBe(
      '/api/reroute-curl/?url=https%3A%2F%2Fcdn.retailer.example%2Fp%2F8718951388383%2Fmain.jpg%3Fw%3D400%26h%3D400',
    );

    fireEvent.error(proxied);
    const placeholder = screen.getByRole('img', { name: 'Philips Sonicare toothbrush' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.querySelector('.anticon-file-image')).not.toBeNull();
  });

  it('shows the placeholder straight away without sources', () => {
    render(<ProductImage sources={[]} alt="No image" />);
    expect(screen.getByRole('img', { name: 'No image' }).tagName).toBe('SPAN');
  });

  it('starts over when the sources change', () => {
    const { rerender } = render(<ProductImage sources={[STORED]} alt="Product" />);
    fireEvent.error(screen.getByRole('img', { name: 'Product' }));
    expect(screen.getByRole('img', { name: 'Product' }).tagName).toBe('SPAN');

    rerender(<ProductImage sources={['/files/images/other.png']} alt="Product" />);
    expect(screen.getByRole('img', { name: 'Product' })).toHaveAttribute('src', '/files/images/other.png');
  });
});
