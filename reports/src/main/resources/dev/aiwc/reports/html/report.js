// Minimal behaviour, no network: per-chart "SVG" download buttons and a filter for the metric tables.
(function () {
  'use strict';
  function download(svg, name) {
    var text = new XMLSerializer().serializeToString(svg);
    var blob = new Blob([text], {type: 'image/svg+xml'});
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name + '.svg';
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }
  document.querySelectorAll('figure.chart-box').forEach(function (fig) {
    var svg = fig.querySelector('svg');
    if (!svg) { return; }
    var button = document.createElement('button');
    button.className = 'download';
    button.type = 'button';
    button.textContent = 'SVG';
    button.title = 'Download this chart as SVG';
    button.addEventListener('click', function () { download(svg, svg.id || 'chart'); });
    fig.appendChild(button);
  });
  document.querySelectorAll('input.filter').forEach(function (input) {
    var scope = document.getElementById(input.getAttribute('data-target'));
    if (!scope) { return; }
    input.addEventListener('input', function () {
      var q = input.value.toLowerCase();
      scope.querySelectorAll('tbody tr').forEach(function (row) {
        row.style.display = (!q || row.textContent.toLowerCase().indexOf(q) >= 0) ? '' : 'none';
      });
    });
  });
  // a source listing of a file with several kernels opens a few lines above the first line this kernel executed
  document.querySelectorAll('.source-scroll').forEach(function (box) {
    var run = box.querySelector('tr.run');
    var head = box.querySelector('thead');
    if (!run) { return; }
    var offset = run.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    box.scrollTop = Math.max(0, offset - (head ? head.offsetHeight : 0) - 3 * run.offsetHeight);
  });
  document.body.setAttribute('data-report-ready', String(document.querySelectorAll('svg.chart').length));
})();
