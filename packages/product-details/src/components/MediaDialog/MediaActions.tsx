import { useSlot } from '@shelfsight/api-client';
import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';

/**
 * The actions features offer on a product's images (the `productMedia.actions` slot), one button each; pressing
 * one mounts its component afresh, which carries the action out. Nothing shows while no feature contributes.
 */
export function MediaActions({ productDummyId }: { productDummyId: string }) {
  const actions = useSlot('productMedia.actions');
  const [chosen, setChosen] = useState<{ id: string; run: number } | null>(null);
  if (actions.length === 0) return null;
  const running = chosen ? actions.find((action) => action.id === chosen.id) : undefined;
  return (
    <Space>
      {actions.map(({ id, label }) => (
        <Button key={id} onClick={() => setChosen((previous) => ({ id, run: (previous?.run ?? 0) + 1 }))}>
          {label}
        </Button>
      ))}
      {running && chosen ? (
        <Suspense fallback={null}>
          <running.Component key={chosen.run} productDummyId={productDummyId} />
        </Suspense>
      ) : null}
    </Space>
  );
}
