// The smallest pybind11 module that touches the main binding paths: a free function, a class
// (constructor, method, property, static method), an enum, and both kinds of C++ exceptions
// (a std:: exception translated by pybind11, and a py::error_already_set subclass), Python
// callbacks called from C++, and counts for the lifetime tests (objects made per call).
// Built by bridge/builds/pybind11.txt; see docs/pybind11.md.
#include <pybind11/pybind11.h>
#include <stdexcept>
#include <string>

namespace py = pybind11;

namespace {

int add(int a, int b) { return a + b; }

int counters_alive = 0;

class Counter {
public:
    explicit Counter(int start) : value_(start) { ++counters_alive; }
    Counter(const Counter &o) : value_(o.value_) { ++counters_alive; }
    ~Counter() { --counters_alive; }
    int increment(int by) { value_ += by; return value_; }
    int get() const { return value_; }
    void set(int v) { value_ = v; }
    static std::string kind() { return "counter"; }
private:
    int value_;
};

enum class Color { Red = 1, Green = 2, Blue = 4 };

void throw_runtime(const std::string &msg) { throw std::runtime_error(msg); }
void throw_value(const std::string &msg) { throw py::value_error(msg); }

}  // namespace

PYBIND11_MODULE(bt_pybind_min, m) {
    m.doc() = "BryTorch: minimal pybind11 module";
    m.def("add", &add, "adds two ints", py::arg("a"), py::arg("b"));

    py::class_<Counter>(m, "Counter")
        .def(py::init<int>(), py::arg("start") = 0)
        .def("increment", &Counter::increment, py::arg("by") = 1)
        .def_property("value", &Counter::get, &Counter::set)
        .def_static("kind", &Counter::kind)
        .def("__repr__", [](const Counter &c) { return "Counter(" + std::to_string(c.get()) + ")"; });

    py::enum_<Color>(m, "Color")
        .value("Red", Color::Red)
        .value("Green", Color::Green)
        .value("Blue", Color::Blue);

    m.def("throw_runtime", &throw_runtime);
    m.def("throw_value", &throw_value);

    // New objects per call, for the leak checks.
    m.def("make_list", [](int i) { py::list l; l.append(i); l.append(py::str(std::to_string(i))); return l; });
    m.def("make_counter", [](int i) { return Counter(i); });
    m.def("counters_alive", [] { return counters_alive; });
    // f(f(x)) from C++: a Python exception raised by f crosses C++ (error_already_set) twice.
    m.def("call_twice", [](const py::function &f, int x) { return f(f(x)).cast<int>(); });
}
