// Public surface of house-style: the house colours and how values are written, free of React and antd.
export * from './brandColors';
export * from './format';
