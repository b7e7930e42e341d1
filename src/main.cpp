#include "gavel/app/main.h"

int main(int argc, char** argv) {
  return gavel::app_main(argc, argv);
}
