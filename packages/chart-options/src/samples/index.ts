// Realistic sample answers of the chart types, for the option tests here and the stories and tests of the widgets.
export * from './horizontalBarSamples';
export * from './lineChartSamples';
export * from './scatterPlotSamples';
