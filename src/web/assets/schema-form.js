// Generated forms, enhanced (src/web/forms; the form works without this file):
// - a union shows only the fields of the chosen kind;
// - "Add another" adds a row in the page, "Remove" hides the row (the server drops it on save);
// - when the form has data-check-url, every change asks the server to check the answer (nothing is saved) and
//   shows each problem next to its field. The server is the only judge: this script validates nothing.
(function () {
  'use strict';

  document.querySelectorAll('.variants').forEach(enhanceVariants);
  document.querySelectorAll('input[type=file][data-json-for]').forEach(enhanceJsonFile);
  document.querySelectorAll('fieldset.array').forEach(enhanceArray);
  document.querySelectorAll('form[data-check-url]').forEach(function (form) {
    if (form.querySelector('.schema-form')) enhanceCheck(form);
  });

  // A JSON field can be filled from a file (a map, a deck): read in the page, never uploaded as a file.
  function enhanceJsonFile(input) {
    var target = document.getElementById(input.getAttribute('data-json-for'));
    if (!target || typeof FileReader === 'undefined') return;
    input.parentNode.hidden = false;
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      if (!file) return;
      var reader = new FileReader();
      reader.onload = function () {
        target.value = String(reader.result);
        target.dispatchEvent(new Event('input', { bubbles: true }));
        target.dispatchEvent(new Event('change', { bubbles: true }));
      };
      reader.readAsText(file);
    });
  }

  function enhanceVariants(block) {
    var select = block.querySelector('select.variant-choice');
    if (!select) return;
    function show() {
      block.querySelectorAll(':scope > fieldset.variant').forEach(function (fieldset) {
        fieldset.hidden = fieldset.getAttribute('data-variant') !== select.value;
      });
    }
    select.addEventListener('change', show);
    show();
  }

  function enhanceArray(array) {
    var rows = array.querySelector(':scope > .rows');
    var add = array.querySelector(':scope > button.add-row');
    var name = array.getAttribute('data-array');
    var max = Number(array.getAttribute('data-max') || '200');
    if (!rows || !name) return;
    rows.querySelectorAll(':scope > fieldset.row').forEach(enhanceRow);
    if (!add) return;
    add.addEventListener('click', function (event) {
      var all = rows.querySelectorAll(':scope > fieldset.row');
      if (all.length >= max || all.length === 0) return; // let the server draw it
      event.preventDefault();
      var last = all[all.length - 1];
      var index = Number(last.getAttribute('data-row')) + 1;
      var copy = last.cloneNode(true);
      renumber(copy, name, Number(last.getAttribute('data-row')), index);
      copy.hidden = false;
      copy.querySelectorAll('input, select, textarea').forEach(clear);
      copy.querySelectorAll('.field-error').forEach(function (e) { e.remove(); });
      rows.appendChild(copy);
      enhanceRow(copy);
      copy.querySelectorAll('.variants').forEach(enhanceVariants);
      var focus = copy.querySelector('input, select, textarea');
      if (focus) focus.focus();
    });
  }

  function enhanceRow(row) {
    var remove = row.querySelector(':scope > label.remove input[type=checkbox]');
    if (!remove) return;
    remove.addEventListener('change', function () {
      row.classList.toggle('removed', remove.checked);
    });
  }

  /** Row `from` of array `name` becomes row `to`: names, ids, label targets and legends. */
  function renumber(row, name, from, to) {
    var namePrefix = name + '.' + from + '.';
    var idPrefix = name.replace(/[^A-Za-z0-9_-]+/g, '-') + '-' + from + '-';
    var idRow = name.replace(/[^A-Za-z0-9_-]+/g, '-') + '-' + from;
    row.setAttribute('data-row', String(to));
    if (row.id === idRow + '-row') row.id = idRow.slice(0, -String(from).length) + to + '-row';
    row.querySelectorAll('[name]').forEach(function (el) {
      var n = el.getAttribute('name');
      if (n.indexOf(namePrefix) === 0) el.setAttribute('name', name + '.' + to + '.' + n.slice(namePrefix.length));
    });
    ['id', 'for', 'aria-describedby'].forEach(function (attr) {
      row.querySelectorAll('[' + attr + ']').forEach(function (el) {
        el.setAttribute(attr, el.getAttribute(attr).split(' ').map(function (v) {
          return v.indexOf(idPrefix) === 0 ? idPrefix.slice(0, -String(from).length - 1) + to + '-' + v.slice(idPrefix.length) : v;
        }).join(' '));
      });
    });
    var legend = row.querySelector(':scope > legend');
    if (legend) legend.textContent = legend.textContent.replace(/\d+\s*$/, String(to + 1));
  }

  function clear(el) {
    if (el.type === 'checkbox' || el.type === 'radio') el.checked = false;
    else if (el.tagName === 'SELECT') el.selectedIndex = 0;
    else if (el.type !== 'hidden') el.value = '';
  }

  /** `answer.orders.2.__v1.planet` → `orders[2].planet` (the path the server names a problem by). */
  function dataPath(name, prefix) {
    var parts = name.slice(prefix.length + 1).split('.').filter(function (p) { return !/^__/.test(p); });
    return parts.reduce(function (out, part) {
      if (/^\d+$/.test(part)) return out + '[' + part + ']';
      return out === '' ? part : out + '.' + part;
    }, '');
  }

  function canonical(path) {
    return String(path || '').replace(/\.(\d+)(?=\.|$)/g, '[$1]').replace(/^(\d+)(?=\.|$)/, '[$1]');
  }

  function enhanceCheck(form) {
    var url = form.getAttribute('data-check-url');
    var holder = form.querySelector('.schema-form');
    var prefix = holder.getAttribute('data-schema-form');
    var timer = null;
    var sequence = 0;
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);

    function schedule(event) {
      if (event && event.target && /__(raw|json)$/.test(event.target.name || '')) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(check, 400);
    }

    function check() {
      var mine = ++sequence;
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(new FormData(form)).toString(),
        credentials: 'same-origin',
      })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (result) { if (result && mine === sequence) show(result.errors || []); })
        .catch(function () { /* offline: the server still checks everything on save */ });
    }

    function show(errors) {
      form.querySelectorAll('.live-error').forEach(function (e) { e.remove(); });
      form.querySelectorAll('[aria-invalid="true"][data-live-invalid]').forEach(function (el) {
        el.removeAttribute('aria-invalid');
        el.removeAttribute('data-live-invalid');
      });
      var controls = {};
      form.querySelectorAll('input[name], select[name], textarea[name]').forEach(function (el) {
        if (el.name.indexOf(prefix + '.') !== 0) return;
        var path = dataPath(el.name, prefix);
        if (!(path in controls)) controls[path] = el;
      });
      errors.forEach(function (error) {
        var path = canonical(error.path !== undefined && error.path !== '' ? error.path : '');
        var el = controls[path];
        var note = document.createElement('p');
        note.className = 'field-error live-error';
        note.setAttribute('role', 'status');
        note.textContent = error.message;
        if (el) {
          el.setAttribute('aria-invalid', 'true');
          el.setAttribute('data-live-invalid', '');
          var field = el.closest('.field') || el.parentNode;
          field.appendChild(note);
        } else {
          holder.insertBefore(note, holder.firstChild);
        }
      });
    }
  }
})();
