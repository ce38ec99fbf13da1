import { brandColors } from '@shelfsight/ui-kit';
import { useNavigation } from 'react-router-dom';
import { useLoadingProgress } from './useLoadingProgress';

/** A thin bar at the top of the window while a route transition loads (its code or its data). */
export function LoadingBar() {
  const navigation = useNavigation();
  const progress = useLoadingProgress(navigation.state !== 'idle');
  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 2000,
        height: 3,
        width: `${progress}%`,
        background: brandColors.accent,
        transition: 'width 100ms linear',
      }}
    />
  );
}
