// The player page's deadline countdown (progressive: the deadline is printed in the page without it).
(function () {
  'use strict';
  startCountdown();

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
