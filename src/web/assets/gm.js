// GM console enhancements (progressive: every form works without this file).
// - "Copy" buttons next to invitation links.
// - A confirmation before irreversible actions (resolving a turn).
// - Loading a custom map from a file into the map JSON box (the server validates it).
(function () {
  'use strict';
  document.querySelectorAll('button.copy[data-copy]').forEach(function (button) {
    var source = document.getElementById(button.getAttribute('data-copy'));
    if (!source) return;
    button.hidden = false;
    var label = button.textContent;
    var copied = button.getAttribute('data-copied') || label;
    button.addEventListener('click', function () {
      source.select();
      var done = function () {
        button.textContent = copied;
        setTimeout(function () {
          button.textContent = label;
        }, 2000);
      };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(source.value).then(done, done);
      else {
        document.execCommand('copy');
        done();
      }
    });
  });

  document.querySelectorAll('form[data-confirm]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      // "Add another" only redraws the form: nothing to confirm.
      if (event.submitter && event.submitter.name === '__add') return;
      if (!window.confirm(form.getAttribute('data-confirm'))) event.preventDefault();
    });
  });

  // The game-creation page: choosing another game redraws its setup form.
  document.querySelectorAll('select[data-autosubmit]').forEach(function (select) {
    select.addEventListener('change', function () {
      if (select.form) select.form.submit();
    });
  });

  document.querySelectorAll('input[type=file][data-fills]').forEach(function (input) {
    var target = document.getElementById(input.getAttribute('data-fills'));
    if (!target) return;
    var wrapper = input.closest('[hidden]');
    if (wrapper) wrapper.hidden = false;
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      if (!file) return;
      file.text().then(function (text) {
        target.value = text;
        var custom = document.querySelector('input[name=map][value=custom]');
        if (custom) custom.checked = true;
      });
    });
  });
})();
