// The demo page's live chart (uPlot, pinned in package.json): training loss (left axis) and
// held-out accuracy (right axis, 0-1) per epoch, redrawn as each epoch's values arrive.
//   const chart = lossChart(element); chart.reset(epochs); chart.add(epoch, loss, accuracy)
//   chart.points(): the number of epochs plotted (tests read it)
import uPlot from '/node_modules/uplot/dist/uPlot.esm.js';

const LOSS = '#2f6feb', ACCURACY = '#1a7f37';
const AXIS = { stroke: '#57606a', grid: { stroke: '#eaeef2', width: 1 }, ticks: { stroke: '#d0d7de', width: 1 } };

export function lossChart(element) {
  let epochs = 10;
  const data = [[], [], []];
  const options = {
    width: Math.max(element.clientWidth, 300),
    height: 260,
    cursor: { drag: { x: false, y: false } },
    legend: { live: false },
    scales: {
      x: { time: false, range: () => [1, Math.max(epochs, 2)] },
      loss: { range: (u, min, max) => [0, max > 0 ? max * 1.1 : 1] },
      accuracy: { range: [0, 1] },
    },
    series: [
      { label: 'epoch' },
      { label: 'training loss', scale: 'loss', stroke: LOSS, width: 2, points: { show: true, size: 7, fill: LOSS } },
      { label: 'held-out accuracy', scale: 'accuracy', stroke: ACCURACY, width: 2, points: { show: true, size: 7, fill: ACCURACY } },
    ],
    axes: [
      { ...AXIS, label: 'epoch', incrs: [1, 2, 5, 10, 20, 50, 100] },
      { ...AXIS, scale: 'loss', label: 'loss', size: 56 },
      { ...AXIS, scale: 'accuracy', label: 'accuracy', side: 1, size: 56, grid: { show: false },
        values: (u, ticks) => ticks.map((t) => `${Math.round(t * 100)}%`) },
    ],
  };
  const plot = new uPlot(options, data, element);
  new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 300), height: 260 })).observe(element);

  return {
    reset(total) {
      epochs = total;
      data.forEach((column) => { column.length = 0; });
      plot.setData(data);
    },
    add(epoch, loss, accuracy) {
      data[0].push(epoch);
      data[1].push(loss);
      data[2].push(accuracy);
      plot.setData(data);
    },
    points: () => data[0].length,
  };
}
