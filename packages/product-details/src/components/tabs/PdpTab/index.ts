export { default as PdpTab } from './PdpTab';
export { PdpView, type PdpViewProps } from './PdpView';
