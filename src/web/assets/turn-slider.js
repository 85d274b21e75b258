// Public game page: moving the turn slider shows that turn's map and standings in place.
// Progressive: without this file the slider's GET form (?turn=k) and the turn links do the same with a reload.
(function () {
  'use strict';
  var form = document.querySelector('form[data-turn-slider]');
  var view = document.getElementById('turn-view');
  if (!form || !view || !window.fetch || !window.DOMParser || !window.AbortController) return;
  var slider = form.querySelector('input[type="range"]');
  var output = form.querySelector('output');
  var submit = form.querySelector('button[type="submit"]');
  var links = document.querySelectorAll('a[data-turn-link]');
  if (submit) submit.hidden = true;
  var pending = null;

  function mark(turn) {
    var label = turn;
    links.forEach(function (link) {
      var current = link.getAttribute('data-turn-link') === turn;
      if (current) {
        link.setAttribute('aria-current', 'true');
        label = link.textContent;
      } else link.removeAttribute('aria-current');
    });
    output.textContent = label;
    slider.setAttribute('aria-valuetext', label);
  }

  function show(turn) {
    slider.value = turn;
    mark(turn);
    var url = form.action + '?' + new URLSearchParams(new FormData(form)).toString();
    if (pending) pending.abort();
    var controller = (pending = new AbortController());
    fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (html) {
        var next = new DOMParser().parseFromString(html, 'text/html').getElementById('turn-view');
        if (!next) throw new Error('no #turn-view');
        view.innerHTML = next.innerHTML;
        view.setAttribute('data-turn', next.getAttribute('data-turn'));
        history.replaceState(null, '', url);
      })
      .catch(function (error) {
        if (error.name !== 'AbortError') window.location.assign(url);
      });
  }

  slider.addEventListener('input', function () {
    show(slider.value);
  });
  links.forEach(function (link) {
    link.addEventListener('click', function (event) {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(link.getAttribute('data-turn-link'));
    });
  });
})();
