export { MatrixTableWidget, type MatrixTableWidgetProps } from './MatrixTableWidget';
