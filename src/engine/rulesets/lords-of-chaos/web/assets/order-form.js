// Order form enhancements (progressive: the form works without this file).
// - "Add order" adds a row in the page instead of reloading it.
// - Every change asks the server to check the sheet (nothing is saved) and shows per-order costs or
//   refusal reasons and the actions left. The server is the only judge: this script validates nothing.
(function () {
  'use strict';
  var form = document.getElementById('order-form');
  if (form) enhanceForm(form);
  // After a refused save, take keyboard and screen-reader users straight to the list of problems.
  var errorSummary = document.getElementById('error-summary');
  if (errorSummary) errorSummary.focus();

  function enhanceForm(form) {
    var rows = document.getElementById('order-rows');
    var template = document.getElementById('order-row-template');
    var addButton = document.getElementById('add-rows');
    var checkUrl = form.getAttribute('data-check-url');
    var timer = null;
    var sequence = 0;

    if (addButton && template && rows) {
      addButton.addEventListener('click', function (event) {
        event.preventDefault();
        var index = rows.querySelectorAll('fieldset.order').length;
        var markup = template.innerHTML.replace(/__I__/g, String(index)).replace(/__N__/g, String(index + 1));
        var holder = document.createElement('div');
        holder.innerHTML = markup;
        var row = holder.firstElementChild;
        rows.appendChild(row);
        var type = row.querySelector('select.order-type');
        if (type) type.focus();
      });
    }

    form.addEventListener('change', schedule);
    form.addEventListener('input', schedule);

    function schedule(event) {
      if (event && event.target && event.target.name === 'intent') return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(check, 300);
    }

    function check() {
      var mine = ++sequence;
      var body = new URLSearchParams(new FormData(form));
      fetch(checkUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        credentials: 'same-origin',
      })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (result) {
          if (result && mine === sequence) show(result);
        })
        .catch(function () {
          /* offline: the server still checks everything on save */
        });
    }

    function show(result) {
      var summary = result.summary;
      if (summary) {
        setText('[data-summary="available"]', summary.actionsAvailable);
        setText('[data-summary="used"]', summary.actionsUsed);
        setText('[data-summary="left"]', summary.actionsLeft);
      }
      var byRow = {};
      (result.rows || []).forEach(function (r) {
        byRow[r.row] = r;
      });
      rows.querySelectorAll('fieldset.order').forEach(function (fieldset) {
        var index = fieldset.getAttribute('data-row');
        var status = fieldset.querySelector('.order-status');
        if (!status) return;
        var info = byRow[index];
        var text = info ? (info.error ? result.labels.refused + ' ' + info.error : info.costText) : '';
        var isError = Boolean(info && info.error);
        fieldset.classList.toggle('has-error', isError);
        status.classList.toggle('error', isError);
        status.classList.toggle('warning', Boolean(info && !info.error && info.warning));
        if (status.textContent !== text) status.textContent = text;
      });
    }

    function setText(selector, value) {
      var element = form.querySelector(selector);
      if (element && element.textContent !== String(value)) element.textContent = String(value);
    }
  }

})();
