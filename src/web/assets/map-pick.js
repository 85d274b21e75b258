// Picking on the map (docs/forms.md, "Picking on the map"; progressive: without it the form is the way to play).
// The map marks its places `data-place="<id>"`; the generated form marks the fields that take a place
// `data-place-field="one"` (a select, radios or a text input) or `"path"` (a list, one place a row). Tapping a
// place fills the active place field: the one focused last, else the first empty one of the order (row) being
// written, else the first empty one of the form; a path gets the next step (tapping its last step again takes it
// back). The places the active field does not offer are dimmed and marked aria-disabled, and taps on them do
// nothing; the places chosen in the form are highlighted. The form stays the source of truth: a change there
// redraws the map. The map gets no focusable parts (the form is the keyboard's way; no trap).
(function () {
  'use strict';
  var form = document.getElementById('order-form');
  var svg = document.querySelector('#map-box svg');
  if (!form || !svg || !svg.querySelector('[data-place]') || !form.querySelector('[data-place-field]')) return;
  var active = null; // the place field focused last
  var current = null; // the order (row) being written
  svg.classList.add('map-pick');

  function shown(el) {
    return !el.closest('[hidden], fieldset.row.removed, fieldset[disabled]');
  }
  function fields() {
    return Array.prototype.filter.call(form.querySelectorAll('[data-place-field]'), shown);
  }
  /** The controls of a field: the select, the text input, the radios, or each row's control of a path. */
  function controls(field) {
    if (field.tagName === 'SELECT' || field.tagName === 'INPUT') return [field];
    if (field.getAttribute('data-place-field') === 'path') {
      return Array.prototype.filter.call(field.querySelectorAll(':scope > .rows > fieldset.row'), shown).map(function (row) {
        return row.querySelector('select, input[type=text]');
      });
    }
    return [field];
  }
  function valueOf(control) {
    if (!control) return '';
    if (control.tagName === 'FIELDSET') {
      var checked = control.querySelector('input[type=radio]:checked');
      return checked ? checked.value : '';
    }
    return control.value.trim();
  }
  function values(field) {
    return controls(field)
      .map(valueOf)
      .filter(function (v) {
        return v !== '';
      });
  }
  /** The places a field offers (`open`) and shows but does not offer now (`closed`); `open` null: any place. */
  function offer(field) {
    var control = controls(field)[0] || field.querySelector('select, input[type=text]');
    var open = null;
    var closed = {};
    var items = null;
    if (control && control.tagName === 'SELECT') items = control.querySelectorAll('option');
    else if (control && control.tagName === 'FIELDSET') items = control.querySelectorAll('input[type=radio]');
    if (items) {
      open = {};
      items.forEach(function (item) {
        if (item.value === '') return;
        if (item.disabled) closed[item.value] = true;
        else open[item.value] = true;
      });
    }
    return { open: open, closed: closed };
  }
  /** Where a tap goes: the field focused last, else the first empty one of the current order, else of the form. */
  function target() {
    var all = fields();
    if (active && all.indexOf(active) >= 0) return active;
    var empty = function (field) {
      return field.getAttribute('data-place-field') === 'path' || values(field).length === 0;
    };
    var inRow = current
      ? all.filter(function (field) {
          return current.contains(field);
        })
      : [];
    return inRow.filter(empty)[0] || inRow[0] || all.filter(empty)[0] || all[0] || null;
  }

  function redraw() {
    var field = target();
    // The field a tap fills, outlined: the player sees where the next tap goes.
    form.querySelectorAll('.place-target').forEach(function (el) {
      if (el !== field) el.classList.remove('place-target');
    });
    if (field) field.classList.add('place-target');
    var chosen = {};
    fields().forEach(function (f) {
      values(f).forEach(function (v) {
        chosen[v] = true;
      });
    });
    // No field to fill (no order of a kind that names a place yet): the map is shown as it is, nothing dimmed.
    var offered = field ? offer(field) : null;
    svg.querySelectorAll('[data-place]').forEach(function (place) {
      var id = place.getAttribute('data-place');
      var open = !offered || (offered.open === null ? !offered.closed[id] : offered.open[id] === true);
      place.classList.toggle('place-open', offered !== null && open);
      place.classList.toggle('place-closed', !open);
      place.classList.toggle('place-chosen', chosen[id] === true);
      if (open) place.removeAttribute('aria-disabled');
      else place.setAttribute('aria-disabled', 'true');
    });
  }

  function changed(control) {
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  function put(control, id) {
    if (control.tagName === 'FIELDSET') {
      var radio = control.querySelector('input[type=radio][value="' + CSS.escape(id) + '"]');
      if (!radio || radio.disabled) return;
      radio.checked = true;
      changed(radio);
      return;
    }
    control.value = id;
    changed(control);
  }
  /** A path's next step: the first empty row (a new one through "Add another" when all are full). */
  function step(field, id) {
    var rows = controls(field);
    var filled = rows.filter(function (c) {
      return valueOf(c) !== '';
    });
    var last = filled[filled.length - 1];
    if (last && valueOf(last) === id && rows.indexOf(last) === filled.length - 1) {
      put(last, ''); // the last step tapped again: taken back
      return;
    }
    var next = rows.filter(function (c) {
      return valueOf(c) === '';
    })[0];
    if (!next) {
      var add = field.querySelector(':scope > button.add-row');
      var all = field.querySelectorAll(':scope > .rows > fieldset.row').length;
      if (!add || all >= Number(field.getAttribute('data-max') || '200')) return;
      if (!field.querySelector(':scope > .rows > fieldset.row[hidden]') && all === 0) return;
      add.click(); // shows or adds a row in the page (schema-form.js), saves nothing
      next = controls(field).filter(function (c) {
        return valueOf(c) === '';
      })[0];
      if (!next) return;
    }
    put(next, id);
  }

  /**
   * The place under a tap: the element tapped, or what lies under the piece, mark or name drawn over it; of
   * places drawn one over another (a planet in its sector), the topmost the active field offers.
   */
  function placeAt(event) {
    var hit = event.target instanceof Element ? event.target.closest('[data-place]') : null;
    if (hit && hit.getAttribute('aria-disabled') !== 'true') return hit;
    if (typeof document.elementsFromPoint !== 'function') return hit;
    var under = document.elementsFromPoint(event.clientX, event.clientY);
    for (var i = 0; i < under.length; i++) {
      var place = under[i].closest('[data-place]');
      if (place && svg.contains(place) && place.getAttribute('aria-disabled') !== 'true') return place;
    }
    return hit;
  }

  svg.addEventListener('click', function (event) {
    var place = placeAt(event);
    if (!place || !svg.contains(place)) return;
    var field = target();
    if (!field || place.getAttribute('aria-disabled') === 'true') return;
    var id = place.getAttribute('data-place');
    if (field.getAttribute('data-place-field') === 'path') step(field, id);
    else put(controls(field)[0], id);
    redraw();
  });
  form.addEventListener('focusin', function (event) {
    var el = event.target;
    var field = el.closest && el.closest('[data-place-field]');
    active = field || null;
    current = (el.closest && el.closest('fieldset.row')) || current;
    redraw();
  });
  form.addEventListener('change', redraw);
  form.addEventListener('input', redraw);
  form.addEventListener('click', function () {
    setTimeout(redraw, 0); // "Add another", "Remove": rows shown or hidden by the other script
  });
  redraw();
})();
