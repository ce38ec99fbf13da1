import { Tag } from 'antd';

/** The retailer's image similarity module (spec 3 §3): ism the first image, fcism the full carousel, or none. */
export function ModuleTag({ module }: { module: 'ism' | 'fcism' | 'none' }) {
  return (
    <Tag color={module === 'none' ? 'warning' : module === 'fcism' ? 'blue' : 'default'} variant="filled">
      {module}
    </Tag>
  );
}
