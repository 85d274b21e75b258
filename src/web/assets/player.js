// The player page's deadline countdown, map zoom and focus on a refused save's problems (progressive: without them
// the deadline is printed in the page and the map is a plain scrollable picture at full size).
(function () {
  'use strict';
  startCountdown();
  startMapZoom();
  // After a refused save, take keyboard and screen-reader users straight to the list of problems.
  var errorSummary = document.getElementById('error-summary');
  if (errorSummary) errorSummary.focus();

  // Zoom buttons scale the map's SVG inside its scrollable box, keeping the point at the box's centre in place.
  // 100 % is the map's own size (1 map unit = 1 CSS px: names legible). Keys in the box: + - 0. The box starts
  // centred on what the map marks as the player's own (`data-mine`) and their targets (`data-target`).
  function startMapZoom() {
    var group = document.querySelector('[data-map-zoom]');
    var box = document.getElementById('map-box');
    var svg = box && box.querySelector('svg');
    if (!group || !svg) return;
    var viewBox = svg.viewBox && svg.viewBox.baseVal;
    var natural = viewBox && viewBox.width > 0 ? viewBox.width : svg.getBoundingClientRect().width;
    var ratio = viewBox && viewBox.width > 0 ? viewBox.height / viewBox.width : svg.getBoundingClientRect().height / natural;
    if (!(natural > 0) || !(ratio > 0)) return;
    var steps = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3];
    var index = steps.indexOf(1);
    var output = group.querySelector('[data-zoom-level]');
    var label = (output && output.getAttribute('data-label')) || '{percent}%';
    var buttons = {
      out: group.querySelector('[data-zoom="out"]'),
      in: group.querySelector('[data-zoom="in"]'),
      reset: group.querySelector('[data-zoom="reset"]'),
    };

    function apply(next) {
      var width = natural * steps[index];
      var centreX = (box.scrollLeft + box.clientWidth / 2) / width;
      var centreY = (box.scrollTop + box.clientHeight / 2) / (width * ratio);
      index = next;
      width = natural * steps[index];
      svg.style.width = Math.round(width) + 'px';
      svg.style.height = Math.round(width * ratio) + 'px';
      box.scrollLeft = centreX * width - box.clientWidth / 2;
      box.scrollTop = centreY * width * ratio - box.clientHeight / 2;
      if (output) output.textContent = label.replace('{percent}', String(Math.round(steps[index] * 100)));
      // aria-disabled, not disabled: a focused button keeps its focus at either end.
      if (buttons.out) buttons.out.setAttribute('aria-disabled', index === 0 ? 'true' : 'false');
      if (buttons.in) buttons.in.setAttribute('aria-disabled', index === steps.length - 1 ? 'true' : 'false');
    }
    function zoom(direction) {
      if (direction === 'reset') apply(steps.indexOf(1));
      else if (direction === 'in' && index < steps.length - 1) apply(index + 1);
      else if (direction === 'out' && index > 0) apply(index - 1);
    }
    group.addEventListener('click', function (event) {
      var button = event.target instanceof Element ? event.target.closest('[data-zoom]') : null;
      if (button) zoom(button.getAttribute('data-zoom'));
    });
    box.addEventListener('keydown', function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.target !== box) return;
      var direction = event.key === '+' || event.key === '=' ? 'in' : event.key === '-' ? 'out' : event.key === '0' ? 'reset' : null;
      if (!direction) return;
      event.preventDefault();
      zoom(direction);
    });
    apply(index);
    centreOn(box, svg, svg.querySelectorAll('[data-mine], [data-target]'));
    group.hidden = false;
  }

  // Scrolls the box so that the marked parts of the map (the player's own pieces, their targets) are in its middle.
  function centreOn(box, svg, marked) {
    if (marked.length === 0) return;
    var origin = svg.getBoundingClientRect();
    var left = Infinity,
      top = Infinity,
      right = -Infinity,
      bottom = -Infinity;
    for (var i = 0; i < marked.length; i++) {
      var rect = marked[i].getBoundingClientRect();
      left = Math.min(left, rect.left - origin.left);
      top = Math.min(top, rect.top - origin.top);
      right = Math.max(right, rect.right - origin.left);
      bottom = Math.max(bottom, rect.bottom - origin.top);
    }
    box.scrollLeft = (left + right) / 2 - box.clientWidth / 2;
    box.scrollTop = (top + bottom) / 2 - box.clientHeight / 2;
  }

  function startCountdown() {
    var time = document.querySelector('time[data-countdown]');
    var output = document.querySelector('[data-countdown-left]');
    if (!time || !output) return;
    var deadline = Date.parse(time.getAttribute('datetime'));
    if (isNaN(deadline)) return;
    // The page prints the deadline in UTC; the reader also sees it in their own time zone.
    var local = document.querySelector('[data-local-time]');
    if (local && typeof Intl !== 'undefined') {
      var when = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(deadline));
      local.textContent = (local.getAttribute('data-local-time') || '{time}').replace('{time}', when);
    }
    var leftLabel = output.getAttribute('data-left') || '{time}';
    var passedLabel = output.getAttribute('data-passed') || '';
    function pad(n) {
      return n < 10 ? '0' + n : String(n);
    }
    function tick() {
      var ms = deadline - Date.now();
      if (ms <= 0) {
        output.textContent = passedLabel;
        return;
      }
      var s = Math.floor(ms / 1000);
      var days = Math.floor(s / 86400);
      var text = (days > 0 ? days + ' d ' : '') + pad(Math.floor((s % 86400) / 3600)) + ':' + pad(Math.floor((s % 3600) / 60)) + ':' + pad(s % 60);
      output.textContent = leftLabel.replace('{time}', text);
      // Red only when it is close: the last 24 hours.
      output.classList.toggle('soon', ms < 86400000);
      setTimeout(tick, 1000);
    }
    tick();
  }
})();
