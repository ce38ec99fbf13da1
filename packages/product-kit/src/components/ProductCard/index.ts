export { ProductCard, retailerCountText, type ProductCardProps } from './ProductCard';
