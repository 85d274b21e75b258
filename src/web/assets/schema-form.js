// Generated forms, enhanced (src/web/forms; the form works without this file):
// - a union shows only the fields of the chosen kind;
// - "Add another" adds a row in the page, "Remove" hides the row (the server drops it on save);
// - when the form has data-check-url, every change asks the server to check the answer (nothing is saved) and
//   shows each problem next to its field, each row's note (its cost, a warning) and what the answer comes to as
//   a whole (the ruleset's summary lines). The server is the only judge: this script validates nothing.
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
    block.classList.add('enhanced'); // one variant shown: its legend repeats the select (kept for screen readers)
    show();
  }

  function enhanceArray(array) {
    var rows = array.querySelector(':scope > .rows');
    var add = array.querySelector(':scope > button.add-row');
    var name = array.getAttribute('data-array');
    var max = Number(array.getAttribute('data-max') || '200');
    if (!rows || !name) return;
    rows.querySelectorAll(':scope > fieldset.row').forEach(enhanceRow);
    // Several empty rows are drawn for a page without JavaScript: here one at a time, the next on "Add another".
    rows.querySelectorAll(':scope > fieldset.row[data-spare]').forEach(function (row, i) {
      if (i > 0) row.hidden = true;
    });
    if (!add) return;
    add.addEventListener('click', function (event) {
      var next = rows.querySelector(':scope > fieldset.row[hidden]');
      if (next) {
        event.preventDefault();
        next.hidden = false;
        var first = next.querySelector('input, select, textarea');
        if (first) first.focus();
        return;
      }
      var all = rows.querySelectorAll(':scope > fieldset.row');
      if (all.length >= max || all.length === 0) return; // let the server draw it
      event.preventDefault();
      var last = all[all.length - 1];
      var index = Number(last.getAttribute('data-row')) + 1;
      var copy = last.cloneNode(true);
      renumber(copy, name, Number(last.getAttribute('data-row')), index);
      copy.hidden = false;
      copy.querySelectorAll('input, select, textarea').forEach(clear);
      copy.querySelectorAll('.field-error').forEach(function (e) {
        e.remove();
      });
      copy.querySelectorAll('[aria-invalid]').forEach(function (e) {
        e.removeAttribute('aria-invalid');
      });
      copy.querySelectorAll('.row-status').forEach(function (e) {
        e.textContent = '';
      });
      copy.classList.remove('removed');
      copy.querySelectorAll('fieldset.row.removed').forEach(function (e) {
        e.classList.remove('removed');
      });
      copy.querySelectorAll('details.folded').forEach(function (e) {
        e.open = false;
      });
      rows.appendChild(copy);
      enhanceRow(copy);
      copy.querySelectorAll('.variants').forEach(enhanceVariants);
      copy.querySelectorAll('fieldset.array').forEach(enhanceArray);
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

  /** Row `from` of array `name` becomes row `to`: names, ids, label targets, nested lists and legends. */
  function renumber(row, name, from, to) {
    var namePrefix = name + '.' + from + '.';
    var idPrefix = name.replace(/[^A-Za-z0-9_-]+/g, '-') + '-' + from + '-';
    var idRow = name.replace(/[^A-Za-z0-9_-]+/g, '-') + '-' + from;
    row.setAttribute('data-row', String(to));
    if (row.id === idRow + '-row') row.id = idRow.slice(0, -String(from).length) + to + '-row';
    row.querySelectorAll('[name]').forEach(function (el) {
      var n = el.getAttribute('name');
      if (n === name + '.' + from)
        el.setAttribute('name', name + '.' + to); // a row holding a single field
      else if (n.indexOf(namePrefix) === 0) el.setAttribute('name', name + '.' + to + '.' + n.slice(namePrefix.length));
    });
    // Lists and unions inside the row, and their "add another" buttons, name the row too.
    ['data-array', 'data-variants'].forEach(function (attr) {
      row.querySelectorAll('[' + attr + ']').forEach(function (el) {
        var n = el.getAttribute(attr);
        if (n.indexOf(namePrefix) === 0) el.setAttribute(attr, name + '.' + to + '.' + n.slice(namePrefix.length));
      });
    });
    row.querySelectorAll('button[name="__add"]').forEach(function (el) {
      if (el.value.indexOf(namePrefix) === 0) el.value = name + '.' + to + '.' + el.value.slice(namePrefix.length);
    });
    // A row holding a single field gives it the row's own path id (no suffix) and the numbered label ("Path 2").
    var newIdRow = idRow.slice(0, -String(from).length) + to;
    row.querySelectorAll('label[for="' + idRow + '"]').forEach(function (label) {
      label.textContent = label.textContent.replace(/\d+\s*$/, String(to + 1));
    });
    ['id', 'for', 'aria-describedby', 'aria-controls'].forEach(function (attr) {
      row.querySelectorAll('[' + attr + ']').forEach(function (el) {
        el.setAttribute(
          attr,
          el
            .getAttribute(attr)
            .split(' ')
            .map(function (v) {
              if (v === idRow) return newIdRow;
              return v.indexOf(idPrefix) === 0 ? idPrefix.slice(0, -String(from).length - 1) + to + '-' + v.slice(idPrefix.length) : v;
            })
            .join(' '),
        );
      });
    });
    var legend = row.querySelector(':scope > legend');
    if (legend) legend.textContent = legend.textContent.replace(/\d+\s*$/, String(to + 1));
  }

  function clear(el) {
    if (el.type === 'checkbox' || el.type === 'radio') el.checked = false;
    else if (el.tagName === 'SELECT') el.selectedIndex = 0;
    else if (el.type !== 'hidden') el.value = el.getAttribute('data-default') || '';
  }

  /** `answer.orders.2.__defend.planet` → `orders[2].planet` (the path the server names a problem by). */
  function dataPath(name, prefix) {
    var parts = name
      .slice(prefix.length + 1)
      .split('.')
      .filter(function (p) {
        return !/^__/.test(p);
      });
    return parts.reduce(function (out, part) {
      if (/^\d+$/.test(part)) return out + '[' + part + ']';
      return out === '' ? part : out + '.' + part;
    }, '');
  }

  function canonical(path) {
    return String(path || '')
      .replace(/\.(\d+)(?=\.|$)/g, '[$1]')
      .replace(/^(\d+)(?=\.|$)/, '[$1]');
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

    /** The answer's problems (by field path in this form), row notes and summary lines, replacing the last ones. */
    function show(result) {
      var errors = result.errors || [];
      var notes = result.notes || [];
      // A fresh check replaces every problem shown, the server's own (after a refused save) included.
      holder.querySelectorAll('.field-error, .field-summary').forEach(function (e) {
        e.remove();
      });
      form.querySelectorAll('[aria-invalid="true"]').forEach(function (el) {
        el.removeAttribute('aria-invalid');
      });
      var box = holder.querySelector('[data-sheet-summary]');
      if (box && result.lines) {
        box.textContent = '';
        result.lines.forEach(function (line) {
          var p = document.createElement('p');
          p.textContent = line;
          box.appendChild(p);
        });
      }
      var controls = {};
      form.querySelectorAll('input[name], select[name], textarea[name]').forEach(function (el) {
        if (el.name.indexOf(prefix + '.') !== 0 || el.closest('fieldset.variant[hidden]')) return;
        var path = dataPath(el.name, prefix);
        if (!(path in controls)) controls[path] = el;
      });
      var statuses = {};
      holder.querySelectorAll('fieldset.row').forEach(function (row) {
        var array = row.parentNode && row.parentNode.closest('fieldset.array');
        var status = row.querySelector(':scope > .row-status');
        if (!array || !status) return;
        status.textContent = '';
        statuses[dataPath(array.getAttribute('data-array') + '.' + row.getAttribute('data-row'), prefix)] = status;
      });
      notes.forEach(function (note) {
        var status = statuses[canonical(note.path)];
        if (!status) return;
        var span = document.createElement('span');
        span.className = note.warning ? 'row-warning' : 'row-note';
        span.textContent = note.message;
        if (status.firstChild) status.appendChild(document.createTextNode(' '));
        status.appendChild(span);
      });
      errors.forEach(function (error) {
        var path = canonical(error.path !== undefined && error.path !== '' ? error.path : '');
        var el = controls[path];
        var status = statuses[path];
        if (el) {
          var note = document.createElement('p');
          note.className = 'field-error live-error';
          note.textContent = error.message;
          el.setAttribute('aria-invalid', 'true');
          var field = el.closest('.field') || el.parentNode;
          field.appendChild(note);
        } else if (status) {
          // A problem with the row as a whole (its cost, its kind) replaces the row's note.
          status.textContent = '';
          var span = document.createElement('span');
          span.className = 'field-error live-error';
          span.textContent = error.message;
          status.appendChild(span);
        } else {
          var top = document.createElement('p');
          top.className = 'field-error live-error';
          top.setAttribute('role', 'status');
          top.textContent = error.message;
          var after = box ? box.nextSibling : holder.firstChild;
          holder.insertBefore(top, after);
        }
      });
    }
  }
})();
